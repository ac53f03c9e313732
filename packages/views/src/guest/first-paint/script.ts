// The one inline script of an entry document (build/entry-documents.ts), allowed by its hash in the
// Content-Security-Policy (tools/deploy firebase-config.ts). It runs in <head>, before the body
// paints, and decides which copy of the first paint shows: the locale startLocale will pick (the
// choice kept in this browser, else the browser's languages against the five locales), and none at
// all once the analytics choice is made, since the consent banner then no longer asks. ES5 and no
// imports: it runs before any module. first-paint.test.ts checks it agrees with startLocale and
// readConsent; change them together.
export const FIRST_PAINT_SCRIPT =
  "(function(){var k=['en','de','fr','nl','es'],l=null,c=null,h=document.documentElement;" +
  "try{l=localStorage.getItem('assay.locale');c=localStorage.getItem('assay.analytics-consent')}catch(e){}" +
  "if(l!=='en-XA'&&k.indexOf(l)<0){l='en';var p=navigator.languages||[];" +
  "for(var i=0;i<p.length;i++){var t=p[i].split('-')[0].toLowerCase();if(k.indexOf(t)>=0){l=t;break}}}" +
  "h.lang=l;if(c!=='granted'&&c!=='denied')h.setAttribute('data-paint',l)})()";
