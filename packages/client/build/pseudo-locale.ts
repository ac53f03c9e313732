// The pseudo-locale (en-XA: accented, about 35% longer, for finding truncation in screenshots) is
// compiled into every message function beside the five real languages. A build leaves it out
// unless ASSAY_PSEUDO_LOCALE=1 asks for it: nobody reads it in production, and it cost a sixth of
// every route's message bytes (issue 29). Without it an en-XA request reads English.
import type { Plugin } from 'vite';

const pseudoBranch = /if \(locale === "en-XA"\) return [\w$]+\(inputs\)/g;

export function pseudoLocaleOnRequest(): Plugin {
  return {
    name: 'assay:pseudo-locale-on-request',
    apply: 'build',
    transform(code, id) {
      if (process.env.ASSAY_PSEUDO_LOCALE === '1' || !id.includes('/paraglide/messages/')) return null;
      // Blanked, not removed: nothing moves, so the source map stays true (map: null keeps it);
      // the pseudo-locale's function is then unused and the minifier drops it.
      const out = code.replace(pseudoBranch, (branch) => ' '.repeat(branch.length));
      return out === code ? null : { code: out, map: null };
    },
  };
}
