/** The auth-user schema's tables, as the migrations create them: each suite checks them all. */
export const AUTH_USER_TABLES = [
  'account_deletions',
  'admin_audit_entries',
  'api_tokens',
  'calendar_feeds',
  'media',
  'revoked_tokens',
  'users',
];
