export default { family: 'tags', playwright: () => false, checks: {} };
