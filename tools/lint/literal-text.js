// Every screen of the apps and the views shows no literal text: JSX text and the user-visible
// attributes of a component (a label, a title, a confirmLabel, an emptyMessage…) come from a
// message (m.…()). Tests are left out (eslint.config.js); @assay/ui takes its words from UiText.
export const movedToMessages = ['apps/*/src/**/*.{ts,tsx}', 'packages/views/src/**/*.{ts,tsx}'];

const message = 'Text a user reads comes from @assay/messages (m.…()), not a literal.';
const visibleAttributes =
  '/^(label|title|description|hint|placeholder|caption|message|alt|aria-label|aria-description|[a-z][A-Za-z]*(Label|Title|Description|Message|Hint|Text|Caption))$/';

export const literalTextRule = [
  'error',
  { selector: 'JSXText[value=/[A-Za-z]/]', message },
  // A decorative image's alt="" says nothing, so it is allowed: only text with letters is flagged.
  { selector: `JSXAttribute[name.name=${visibleAttributes}] > Literal[value=/[A-Za-z]/]`, message },
  {
    selector: `JSXAttribute[name.name=${visibleAttributes}] > JSXExpressionContainer > Literal[value=/[A-Za-z]/]`,
    message,
  },
  // The same words as a template (`${name} started`), or given to a call (a toast's title).
  {
    selector: `JSXAttribute[name.name=${visibleAttributes}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
    message,
  },
  {
    selector: `CallExpression > ObjectExpression > Property[key.name=${visibleAttributes}] > Literal[value=/[A-Za-z]/]`,
    message,
  },
  {
    selector: `CallExpression > ObjectExpression > Property[key.name=${visibleAttributes}] > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
    message,
  },
];
