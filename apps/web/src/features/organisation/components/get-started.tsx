import { m } from '@assay/messages';
import type { OrganisationOverview } from '@assay/domain/org';
import { Card, Icon } from '@assay/ui';
import { Link } from 'react-router';
import * as styles from './get-started.css.ts';

interface Step {
  label: string;
  description: string;
  done: boolean;
  /** Where to do it. */
  to: string;
}

/** First steps for a new organisation, ticked off as they are done; hidden once all are. */
export function GetStarted({
  overview,
  tenantsPath,
  invitePath,
  assessmentStarted,
}: {
  overview: OrganisationOverview;
  tenantsPath: string;
  /** Where members are invited (/admin). */
  invitePath: string;
  assessmentStarted?: boolean;
}) {
  const steps: Step[] = [
    {
      label: m.start_first_tenant(),
      description: m.start_first_tenant_description(),
      done: overview.usage.tenants > 0,
      to: tenantsPath,
    },
    ...(assessmentStarted === undefined
      ? []
      : [
          {
            label: m.start_assessment(),
            description: m.start_assessment_description(),
            done: assessmentStarted,
            to: tenantsPath,
          },
        ]),
    {
      label: m.start_invite(),
      description: m.start_invite_description(),
      done: overview.usage.members > 1,
      to: invitePath,
    },
  ];
  if (steps.every((step) => step.done)) return null;
  const doneCount = steps.filter((step) => step.done).length;
  return (
    <Card title={m.start_title()} description={m.start_done_of({ done: doneCount, total: steps.length })}>
      <ol className={styles.list}>
        {steps.map((step) => (
          <li key={step.label} className={styles.step}>
            <span className={styles.marker[step.done ? 'done' : 'todo']} aria-hidden="true">
              {step.done ? <Icon name="check" size={14} /> : null}
            </span>
            <span className={styles.text}>
              <span className={styles.label[step.done ? 'done' : 'todo']}>
                {step.done ? step.label : <Link to={step.to}>{step.label}</Link>}
                {step.done && <span className={styles.doneNote}>{m.start_step_done()}</span>}
              </span>
              <span className={styles.description}>{step.description}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
