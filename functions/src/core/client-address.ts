// The caller's address as the platform saw it, for counting attempts and showing where a key was
// used. Google's front end appends the address it accepted the connection from as the LAST
// X-Forwarded-For entry; whatever comes before it was written by the caller and proves nothing.
// The emulators are reached directly and add no header: there it is the socket's address.
export interface AddressedRequest {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  socket?: { remoteAddress?: string | undefined } | null;
}

export function clientAddress(req: AddressedRequest, behindGoogleFrontEnd: boolean): string {
  const socket = req.socket?.remoteAddress || 'unknown';
  if (!behindGoogleFrontEnd) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  return hops.at(-1) ?? socket;
}
