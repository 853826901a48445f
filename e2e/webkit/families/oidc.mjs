export default { family: 'oidc', playwright: () => false, checks: {} };
