import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { useQueryContext } from '@assay/client';
import {
  BASELINE_DESCRIPTION_MAX,
  BASELINE_NAME_MAX,
  DOMAIN_NAME_MAX,
  type BaselineVersion,
  type Control,
} from '@assay/domain/baselines';
import {
  Badge,
  Banner,
  Button,
  Card,
  EmptyState,
  Icon,
  IconButton,
  Inline,
  Stack,
  TextField,
  Textarea,
  useToast,
} from '@assay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { baselineQueryOptions } from '../api/get-baseline.ts';
import { useBaselineScope } from '../api/scope.ts';
import { useAutosave } from '../hooks/use-autosave.ts';
import { move, newKey, nextRef, type EditorDraft } from '../editor-model.ts';
import { formatNumber } from '@assay/views/locale';
import { effortName } from '../labels.ts';
import { ControlFields } from './control-fields.tsx';
import { DomainTranslationsButton } from './domain-translations.tsx';
import { PublishButton } from './publish-button.tsx';
import { SaveStatus } from './save-status.tsx';
import { SortableList } from './sortable-list.tsx';
import * as styles from './baseline-editor.css.ts';

function newControl(draft: EditorDraft, domainId: string): Control {
  return {
    id: newKey('c'),
    ref: nextRef(draft.controls),
    title: '',
    description: '',
    guidance: '',
    domainId,
    weight: 3,
    effort: 'M',
    references: [],
    tags: [],
  };
}

/** Moves a control inside its domain: `from`/`to` are positions within that domain. */
function moveInDomain(draft: EditorDraft, domainId: string, from: number, to: number): EditorDraft {
  const inDomain = draft.controls.filter((control) => control.domainId === domainId);
  const moved = move(inDomain, from, to);
  let next = 0;
  return {
    ...draft,
    controls: draft.controls.map((control) => (control.domainId === domainId ? moved[next++]! : control)),
  };
}

/** The editor of one draft: details, domains and controls, reordered by drag or keyboard, saved as you go. */
export function BaselineEditor({ version }: { version: BaselineVersion }) {
  const { draft, edit, issues, state, overwrite, reset, savedRevision } = useAutosave(version);
  const navigate = useNavigate();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { toast } = useToast();
  const context = useQueryContext();
  const scope = useBaselineScope();
  const queryClient = useQueryClient();
  const toggle = (id: string, force?: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (force ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  const patchControl = (id: string, patch: Partial<Control>) =>
    edit((current) => ({
      ...current,
      controls: current.controls.map((control) => (control.id === id ? { ...control, ...patch } : control)),
    }));
  const controlName = (id: string) => {
    const control = draft.controls.find((c) => c.id === id);
    return m.content_admin_control_named({ ref: control?.ref ?? '' }).trim();
  };

  async function takeTheirs() {
    const fresh = await queryClient.fetchQuery({
      ...baselineQueryOptions(context, version.baseline.id, scope),
      staleTime: 0,
    });
    reset(fresh);
  }

  function removeControl(control: Control) {
    const before = draft;
    edit((current) => ({ ...current, controls: current.controls.filter((c) => c.id !== control.id) }));
    toast({
      title: m.content_admin_control_removed({ ref: control.ref }),
      action: { label: m.common_undo(), onClick: () => edit(() => before) },
    });
  }

  return (
    <Stack gap="lg">
      <div className={styles.toolbar}>
        <Link to={paths.contentAdmin({ tab: 'baselines' })} className={styles.back}>
          <Icon name="chevron-left" size="xs" /> {m.common_all_baselines()}
        </Link>
        <Inline gap="sm" align="center">
          <Badge tone="warning">{m.content_admin_draft_version({ version: version.baseline.version })}</Badge>
          <SaveStatus state={state} />
          {/* Publishing where the draft is written, once what is on screen is saved. */}
          <PublishButton
            baseline={{ ...version.baseline, name: draft.name }}
            expectedRevision={savedRevision}
            disabledReason={
              state.kind !== 'saved'
                ? m.content_admin_wait_saved()
                : draft.controls.length === 0
                  ? m.content_admin_add_control_first()
                  : undefined
            }
            onPublished={() =>
              void navigate(paths.contentAdmin({ tab: 'versions', focus: version.baseline.id }))
            }
          />
        </Inline>
      </div>
      {state.kind === 'conflict' ? (
        <Banner
          tone="warning"
          title={m.content_admin_conflict_title()}
          action={
            <Inline gap="xs">
              <Button size="xs" variant="outline" onClick={() => void takeTheirs()}>
                {m.content_admin_load_theirs()}
              </Button>
              <Button size="xs" onClick={overwrite} disabled={state.revision === undefined}>
                {m.content_admin_keep_mine()}
              </Button>
            </Inline>
          }
        >
          {m.content_admin_conflict_body()}
        </Banner>
      ) : null}
      {state.kind === 'failed' ? (
        <Banner tone="danger" title={m.content_admin_not_saved()}>
          {state.error.message}
        </Banner>
      ) : null}

      <Card title={m.content_admin_details()}>
        <div className={styles.fields}>
          <TextField
            className={styles.full}
            label={m.common_name()}
            value={draft.name}
            onValueChange={(name) => edit((c) => ({ ...c, name }))}
            maxLength={BASELINE_NAME_MAX}
            error={issues.header.name}
          />
          <Textarea
            className={styles.full}
            label={m.common_description()}
            value={draft.description}
            onValueChange={(description) => edit((c) => ({ ...c, description }))}
            maxLength={BASELINE_DESCRIPTION_MAX}
            error={issues.header.description}
          />
        </div>
      </Card>

      <Card
        title={m.content_admin_domains()}
        description={m.content_admin_domains_description()}
        actions={
          <Button
            size="sm"
            variant="outline"
            icon="plus"
            onClick={() =>
              edit((c) => ({
                ...c,
                domains: [
                  ...c.domains,
                  {
                    id: newKey('d'),
                    name: m.content_admin_new_domain({ n: c.domains.length + 1 }),
                    order: c.domains.length,
                  },
                ],
              }))
            }
          >
            {m.content_admin_add_domain()}
          </Button>
        }
      >
        <SortableList
          label={m.content_admin_domains()}
          ids={draft.domains.map((domain) => domain.id)}
          nameOf={(id) =>
            m.content_admin_domain_named({ name: draft.domains.find((d) => d.id === id)?.name ?? '' })
          }
          onMove={(from, to) => edit((c) => ({ ...c, domains: move(c.domains, from, to) }))}
          renderItem={(id, handle) => {
            const domain = draft.domains.find((d) => d.id === id)!;
            const count = draft.controls.filter((control) => control.domainId === id).length;
            return (
              <div className={styles.domainRow}>
                {handle}
                <TextField
                  className={styles.grow}
                  label={m.content_admin_name_of_domain({ n: draft.domains.indexOf(domain) + 1 })}
                  hideLabel
                  size="sm"
                  value={domain.name}
                  maxLength={DOMAIN_NAME_MAX}
                  onValueChange={(name) =>
                    edit((c) => ({ ...c, domains: c.domains.map((d) => (d.id === id ? { ...d, name } : d)) }))
                  }
                  error={issues.domains.get(id)?.name}
                />
                <DomainTranslationsButton
                  name={domain.name}
                  translations={domain.translations}
                  onChange={(translations) =>
                    edit((c) => ({
                      ...c,
                      domains: c.domains.map((d) => (d.id === id ? { ...d, translations } : d)),
                    }))
                  }
                  error={issues.domains.get(id)?.translations}
                />
                <span className={styles.count}>
                  {m.content_admin_controls_count({ count, shown: formatNumber(count) })}
                </span>
                <IconButton
                  icon="trash"
                  size="xs"
                  aria-label={m.content_admin_remove_domain({ name: domain.name })}
                  disabled={count > 0}
                  title={count > 0 ? m.content_admin_move_controls_first() : undefined}
                  onClick={() => edit((c) => ({ ...c, domains: c.domains.filter((d) => d.id !== id) }))}
                />
              </div>
            );
          }}
        />
      </Card>

      {draft.domains.length === 0 ? (
        <EmptyState
          icon="clipboard"
          title={m.content_admin_no_domains()}
          description={m.content_admin_no_domains_description()}
          size="compact"
        />
      ) : null}
      {draft.domains.map((domain) => {
        const controls = draft.controls.filter((control) => control.domainId === domain.id);
        return (
          <Card
            key={domain.id}
            title={domain.name || m.content_admin_unnamed_domain()}
            titleAs="h3"
            description={m.content_admin_controls_count({
              count: controls.length,
              shown: formatNumber(controls.length),
            })}
            actions={
              <Button
                size="sm"
                variant="outline"
                icon="plus"
                aria-label={m.content_admin_add_control_to({ name: domain.name })}
                onClick={() => {
                  const control = newControl(draft, domain.id);
                  edit((c) => ({ ...c, controls: [...c.controls, control] }));
                  toggle(control.id, true);
                }}
              >
                {m.content_admin_add_control()}
              </Button>
            }
          >
            {controls.length === 0 ? (
              <p className={styles.empty}>{m.content_admin_no_controls_in_domain()}</p>
            ) : (
              <SortableList
                label={m.content_admin_controls_of({ name: domain.name })}
                ids={controls.map((control) => control.id)}
                nameOf={controlName}
                onMove={(from, to) => edit((c) => moveInDomain(c, domain.id, from, to))}
                renderItem={(id, handle) => {
                  const control = controls.find((c) => c.id === id)!;
                  const problems = issues.controls.get(id);
                  const expanded = open.has(id);
                  return (
                    <div className={styles.controlRow}>
                      <div className={styles.controlSummary}>
                        {handle}
                        <span className={styles.ref}>{control.ref || '—'}</span>
                        <span className={styles.controlTitle}>
                          {control.title || <em>{m.content_admin_untitled()}</em>}
                        </span>
                        <span className={styles.controlMeta}>
                          {m.content_admin_weight_effort({
                            weight: control.weight,
                            effort: effortName(control.effort),
                          })}
                        </span>
                        {problems ? (
                          <Badge tone="danger" icon="alert">
                            {m.content_admin_problems_count({
                              count: Object.keys(problems).length,
                              shown: formatNumber(Object.keys(problems).length),
                            })}
                          </Badge>
                        ) : null}
                        <IconButton
                          icon={expanded ? 'chevron-up' : 'chevron-down'}
                          size="xs"
                          aria-label={(expanded
                            ? m.content_admin_close_control
                            : m.content_admin_edit_control)({
                            ref: control.ref,
                          })}
                          aria-expanded={expanded}
                          onClick={() => toggle(id)}
                        />
                        <IconButton
                          icon="trash"
                          size="xs"
                          aria-label={m.content_admin_remove_control({ ref: control.ref })}
                          onClick={() => removeControl(control)}
                        />
                      </div>
                      {expanded ? (
                        <ControlFields
                          control={control}
                          domains={draft.domains}
                          issues={problems ?? {}}
                          onChange={(patch) => patchControl(id, patch)}
                          readOnly={false}
                        />
                      ) : null}
                    </div>
                  );
                }}
              />
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
