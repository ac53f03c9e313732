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
import { ControlFields } from './control-fields.tsx';
import { PublishButton } from './publish-button.tsx';
import { SaveStatus } from './save-status.tsx';
import { SortableList } from './sortable-list.tsx';
import * as styles from './baseline-editor.css.ts';

const effortNames = { S: 'Small', M: 'Medium', L: 'Large' } as const;

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
    return `control ${control?.ref ?? ''}`.trim();
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
    toast({ title: `${control.ref} removed`, action: { label: 'Undo', onClick: () => edit(() => before) } });
  }

  return (
    <Stack gap="lg">
      <div className={styles.toolbar}>
        <Link to={paths.contentAdmin({ tab: 'baselines' })} className={styles.back}>
          <Icon name="chevron-left" size="xs" /> All baselines
        </Link>
        <Inline gap="sm" align="center">
          <Badge tone="warning">Draft · v{version.baseline.version}</Badge>
          <SaveStatus state={state} />
          {/* Publishing where the draft is written, once what is on screen is saved. */}
          <PublishButton
            baseline={{ ...version.baseline, name: draft.name }}
            expectedRevision={savedRevision}
            disabledReason={
              state.kind !== 'saved'
                ? 'Wait until your changes are saved'
                : draft.controls.length === 0
                  ? 'Add at least one control first'
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
          title="Someone else saved this draft while you were editing"
          action={
            <Inline gap="xs">
              <Button size="xs" variant="outline" onClick={() => void takeTheirs()}>
                Load their version
              </Button>
              <Button size="xs" onClick={overwrite} disabled={state.revision === undefined}>
                Keep mine
              </Button>
            </Inline>
          }
        >
          Your changes are still here. Keep yours to save them over theirs, or load theirs and lose yours.
        </Banner>
      ) : null}
      {state.kind === 'failed' ? (
        <Banner tone="danger" title="Your changes could not be saved">
          {state.error.message}
        </Banner>
      ) : null}

      <Card title="Details">
        <div className={styles.fields}>
          <TextField
            className={styles.full}
            label="Name"
            value={draft.name}
            onValueChange={(name) => edit((c) => ({ ...c, name }))}
            maxLength={BASELINE_NAME_MAX}
            error={issues.header.name}
          />
          <Textarea
            className={styles.full}
            label="Description"
            value={draft.description}
            onValueChange={(description) => edit((c) => ({ ...c, description }))}
            maxLength={BASELINE_DESCRIPTION_MAX}
            error={issues.header.description}
          />
        </div>
      </Card>

      <Card
        title="Domains"
        description="The sections controls are grouped in, in the order assessments show them."
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
                  { id: newKey('d'), name: `Domain ${c.domains.length + 1}`, order: c.domains.length },
                ],
              }))
            }
          >
            Add domain
          </Button>
        }
      >
        <SortableList
          label="Domains"
          ids={draft.domains.map((domain) => domain.id)}
          nameOf={(id) => `domain ${draft.domains.find((d) => d.id === id)?.name ?? ''}`}
          onMove={(from, to) => edit((c) => ({ ...c, domains: move(c.domains, from, to) }))}
          renderItem={(id, handle) => {
            const domain = draft.domains.find((d) => d.id === id)!;
            const count = draft.controls.filter((control) => control.domainId === id).length;
            return (
              <div className={styles.domainRow}>
                {handle}
                <TextField
                  className={styles.grow}
                  label={`Name of domain ${draft.domains.indexOf(domain) + 1}`}
                  hideLabel
                  size="sm"
                  value={domain.name}
                  maxLength={DOMAIN_NAME_MAX}
                  onValueChange={(name) =>
                    edit((c) => ({ ...c, domains: c.domains.map((d) => (d.id === id ? { ...d, name } : d)) }))
                  }
                  error={issues.domains.get(id)?.name}
                />
                <span className={styles.count}>{count === 1 ? '1 control' : `${count} controls`}</span>
                <IconButton
                  icon="trash"
                  size="xs"
                  aria-label={`Remove domain ${domain.name}`}
                  disabled={count > 0}
                  title={count > 0 ? 'Move or remove its controls first' : undefined}
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
          title="No domains yet"
          description="Add a domain, then add controls to it."
          size="compact"
        />
      ) : null}
      {draft.domains.map((domain) => {
        const controls = draft.controls.filter((control) => control.domainId === domain.id);
        return (
          <Card
            key={domain.id}
            title={domain.name || 'Unnamed domain'}
            titleAs="h3"
            description={controls.length === 1 ? '1 control' : `${controls.length} controls`}
            actions={
              <Button
                size="sm"
                variant="outline"
                icon="plus"
                aria-label={`Add control to ${domain.name}`}
                onClick={() => {
                  const control = newControl(draft, domain.id);
                  edit((c) => ({ ...c, controls: [...c.controls, control] }));
                  toggle(control.id, true);
                }}
              >
                Add control
              </Button>
            }
          >
            {controls.length === 0 ? (
              <p className={styles.empty}>No controls in this domain yet.</p>
            ) : (
              <SortableList
                label={`Controls of ${domain.name}`}
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
                        <span className={styles.controlTitle}>{control.title || <em>Untitled</em>}</span>
                        <span className={styles.controlMeta}>
                          W{control.weight} · {effortNames[control.effort]}
                        </span>
                        {problems ? (
                          <Badge tone="danger" icon="alert">
                            {Object.keys(problems).length === 1
                              ? '1 problem'
                              : `${Object.keys(problems).length} problems`}
                          </Badge>
                        ) : null}
                        <IconButton
                          icon={expanded ? 'chevron-up' : 'chevron-down'}
                          size="xs"
                          aria-label={`${expanded ? 'Close' : 'Edit'} ${control.ref}`}
                          aria-expanded={expanded}
                          onClick={() => toggle(id)}
                        />
                        <IconButton
                          icon="trash"
                          size="xs"
                          aria-label={`Remove ${control.ref}`}
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
