import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import { Badge, Banner, Button, Card, Stack, TextField } from '@assay/ui';
import { useState, type ReactNode } from 'react';
import { useOpenApi, type OpenApiDocument, type OpenApiOperation } from '../api/get-openapi.ts';

interface Entry {
  method: 'get' | 'post';
  path: string;
  operation: OpenApiOperation;
}

function entriesOf(document: OpenApiDocument): Entry[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    (['get', 'post'] as const).flatMap((method) =>
      methods[method] ? [{ method, path, operation: methods[method] }] : [],
    ),
  );
}

/**
 * A curl line with the real base URL; path ids, required body fields and the idempotency key
 * (any value unique to the request) left as placeholders to fill.
 */
export function curlOf(base: string, entry: Entry): string {
  const url = `${base}${entry.path.replace(/\{([^}]+)\}/g, '<$1>')}`;
  if (entry.method === 'get') return `curl -H "Authorization: Bearer $ASSAY_API_KEY" "${url}"`;
  const schema = entry.operation.requestBody?.content?.['application/json']?.schema;
  const body = Object.fromEntries((schema?.required ?? []).map((name) => [name, `<${name}>`]));
  return `curl -X POST -H "Authorization: Bearer $ASSAY_API_KEY" -H "Content-Type: application/json" -H "Idempotency-Key: <unique-id>" -d '${JSON.stringify(body)}' "${url}"`;
}

/** OpenAPI descriptions are CommonMark: `spans` in backticks are code, shown as such. */
function withInlineCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function TryIt({ base, entry }: { base: string; entry: Entry }) {
  const [key, setKey] = useState('');
  const [path, setPath] = useState(entry.path);
  const [body, setBody] = useState('{}');
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    try {
      // The key stays in this component's state: never stored, never sent anywhere but this API.
      const response = await fetch(`${base}${path}`, {
        method: entry.method.toUpperCase(),
        headers: {
          Authorization: `Bearer ${key.trim()}`,
          ...(entry.method === 'post' ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(entry.method === 'post' ? { body } : {}),
      });
      setAnswer(`${response.status}\n${JSON.stringify(await response.json(), null, 2)}`);
    } catch (error) {
      setAnswer(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <TextField
        label={m.dev_api_key()}
        type="password"
        autoComplete="off"
        hint={m.dev_key_hint()}
        value={key}
        onValueChange={setKey}
      />
      <TextField label={m.dev_path()} value={path} onValueChange={setPath} hint={m.dev_path_hint()} />
      {entry.method === 'post' && (
        <TextField label={m.dev_json_body()} value={body} onValueChange={setBody} />
      )}
      <Button onClick={() => void send()} loading={busy} disabled={key.trim() === ''}>
        {m.dev_send()}
      </Button>
      {answer !== null && <pre aria-label={m.dev_response()}>{answer}</pre>}
    </Stack>
  );
}

/** The REST reference rendered from the OpenAPI document: one card per operation with its parameters and a curl line. */
export function ApiReference() {
  const document = useOpenApi();
  const [open, setOpen] = useState<string | null>(null);
  const view = queryView(document, {
    loading: m.dev_reference_loading(),
    failed: m.dev_reference_load_failed(),
  });
  if (view.screen) return view.screen;
  const base = `${window.location.origin}${view.data.servers?.[0]?.url ?? '/api/v1'}`;
  return (
    <Stack gap="md">
      <Banner tone="info" title={m.dev_base_url({ url: base })}>
        {withInlineCode(view.data.info.description ?? '')}
      </Banner>
      {entriesOf(view.data).map((entry) => {
        const id = entry.operation.operationId;
        const parameters = entry.operation.parameters ?? [];
        const bodyFields = Object.keys(
          entry.operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        );
        return (
          <Card
            key={`${entry.method} ${entry.path}`}
            title={`${entry.method.toUpperCase()} ${entry.path}`}
            description={entry.operation.summary}
          >
            <Stack gap="sm">
              <Badge>
                {entry.operation['x-assay-min-scope'] === 'readWrite'
                  ? m.dev_read_write_key()
                  : m.dev_read_key()}
              </Badge>
              {parameters.length > 0 && (
                <ul aria-label={m.dev_parameters_of({ id })}>
                  {parameters.map((parameter) => (
                    <li key={`${parameter.in} ${parameter.name}`}>
                      <code>{parameter.name}</code> (
                      {parameter.required ? m.dev_required({ where: parameter.in }) : parameter.in})
                    </li>
                  ))}
                </ul>
              )}
              {bodyFields.length > 0 && <p>{m.dev_body_fields({ fields: bodyFields.join(', ') })}</p>}
              <pre aria-label={m.dev_curl_of({ id })}>{curlOf(base, entry)}</pre>
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={open === id}
                onClick={() => setOpen(open === id ? null : id)}
              >
                {open === id ? m.common_close() : m.dev_try_it()}
              </Button>
              {open === id && <TryIt base={base} entry={entry} />}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
