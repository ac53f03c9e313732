import { useId, type ComponentPropsWithRef, type ElementType, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import * as styles from './card.css';

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Element to render; default 'section' when titled, else 'div'. */
  as?: ElementType;
  padding?: styles.CardVariants['padding'];
  /** Optional heading shown at the top (and used to label the section). */
  title?: ReactNode;
  /** Heading level of the title; default 'h2'. */
  titleAs?: 'h2' | 'h3' | 'h4';
  description?: ReactNode;
  /** Buttons or links at the top right. */
  actions?: ReactNode;
}

/** A raised surface grouping related content. */
export function Card({
  as,
  padding = 'md',
  title,
  titleAs: Title = 'h2',
  description,
  actions,
  className,
  children,
  id,
  ...props
}: CardProps) {
  const Component = as ?? (title ? 'section' : 'div');
  const generatedId = useId();
  const titleId = title ? `${id ?? generatedId}-title` : undefined;
  return (
    <Component
      className={cx(styles.card({ padding }), className)}
      id={id}
      aria-labelledby={titleId}
      {...props}
    >
      {title || actions ? (
        <div className={styles.header}>
          <div className={styles.heading}>
            {title ? (
              <Title id={titleId} className={styles.title}>
                {title}
              </Title>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </Component>
  );
}
