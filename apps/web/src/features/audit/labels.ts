// How an audit entry's action (a contract name) reads to people; unknown actions fall back to
// "area: operation in words", never the raw code.
const actionLabels: Record<string, string> = {
  'org-completeSignUp': 'Organisation created',
  'org-updateProfile': 'Profile changed',
  'tenants-create': 'Tenant created',
  'tenants-update': 'Tenant changed',
  'tenants-archive': 'Tenant archived',
  'tenants-restore': 'Tenant restored',
  'members-invite': 'Member invited',
  'members-resendInvitation': 'Invitation resent',
  'members-revokeInvitation': 'Invitation withdrawn',
  'members-changeRole': 'Role changed',
  'members-remove': 'Member removed',
  'members-accept': 'Invitation accepted',
};

export function actionLabel(action: string): string {
  const known = actionLabels[action];
  if (known) return known;
  const [area = action, operation = ''] = action.split('-');
  const words = operation.replace(/([A-Z])/g, ' $1').toLowerCase().trim();
  return `${area.charAt(0).toUpperCase()}${area.slice(1)}: ${words}`;
}

/** The actions offered in the filter (the log may hold others; they still show). */
export const filterableActions = Object.keys(actionLabels);
