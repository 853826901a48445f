export default { family: 'share', playwright: () => false, checks: {} };
