// "Require single sign-on", one switch per verified domain: members with an address there must
// sign in through the identity provider (the server refuses their other sessions).
import { toAppError } from '@assay/client';
import type { SsoDomain } from '@assay/domain/sso';
import { m } from '@assay/messages';
import { Card, Stack, Switch, useToast } from '@assay/ui';
import { useSetSsoRequired } from '../api/sso-domains.ts';

export function SsoRequirement({ domains }: { domains: readonly SsoDomain[] }) {
  const setRequired = useSetSsoRequired();
  const { toast } = useToast();
  const verified = domains.filter((claim) => claim.status === 'verified');
  if (verified.length === 0) return null;
  return (
    <Card titleAs="h3" title={m.sso_require()} description={m.sso_require_hint()}>
      <Stack gap="sm">
        {verified.map((claim) => (
          <Switch
            key={claim.domain}
            label={m.sso_require_of({ domain: claim.domain })}
            checked={claim.required}
            disabled={setRequired.isPending}
            onCheckedChange={(required) =>
              setRequired.mutate(
                { domain: claim.domain, required },
                {
                  onSuccess: () =>
                    toast({
                      title: required
                        ? m.sso_required_on({ domain: claim.domain })
                        : m.sso_required_off({ domain: claim.domain }),
                      tone: 'success',
                    }),
                  onError: (error) => toast({ title: toAppError(error).message, tone: 'danger' }),
                },
              )
            }
          />
        ))}
      </Stack>
    </Card>
  );
}
