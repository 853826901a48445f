export default { family: 'admin', playwright: () => false, checks: {} };
