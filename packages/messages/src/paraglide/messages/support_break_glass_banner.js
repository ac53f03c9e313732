/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, reason: NonNullable<unknown> }} Support_Break_Glass_BannerInputs */

const en_support_break_glass_banner = /** @type {(inputs: Support_Break_Glass_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Break-glass: ${i?.who} opened read-only access without approval (${i?.reason}). It ends by itself; you can revoke it now.`)
};

const de_support_break_glass_banner = /** @type {(inputs: Support_Break_Glass_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notfallzugriff: ${i?.who} hat ohne Genehmigung lesenden Zugriff geöffnet (${i?.reason}). Er endet von selbst; Sie können ihn jetzt widerrufen.`)
};

const fr_support_break_glass_banner = /** @type {(inputs: Support_Break_Glass_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accès d’urgence : ${i?.who} a ouvert un accès en lecture seule sans approbation (${i?.reason}). Il prend fin de lui-même ; vous pouvez le révoquer maintenant.`)
};

const nl_support_break_glass_banner = /** @type {(inputs: Support_Break_Glass_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noodtoegang: ${i?.who} heeft zonder goedkeuring leestoegang geopend (${i?.reason}). Die stopt vanzelf; u kunt hem nu intrekken.`)
};

const es_support_break_glass_banner = /** @type {(inputs: Support_Break_Glass_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acceso de emergencia: ${i?.who} abrió acceso de solo lectura sin aprobación (${i?.reason}). Termina por sí solo; puede revocarlo ahora.`)
};

const en_xa2_support_break_glass_banner = /** @type {(inputs: Support_Break_Glass_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓŕéáķ-ĝļášš: ${i?.who} öþéñéð ŕéáð-öñļý áççéšš ŵíţĥöüţ áþþŕöṽáļ (${i?.reason}). Îţ éñðš ƀý íţšéļƒ; ýöü çáñ ŕéṽöķé íţ ñöŵ. one two three four five six seven eig]`)
};

/**
* | output |
* | --- |
* | "Break-glass: {who} opened read-only access without approval ({reason}). It ends by itself; you can revoke it now." |
*
* @param {Support_Break_Glass_BannerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_break_glass_banner = /** @type {((inputs: Support_Break_Glass_BannerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Break_Glass_BannerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_break_glass_banner(inputs)
	if (locale === "fr") return fr_support_break_glass_banner(inputs)
	if (locale === "nl") return nl_support_break_glass_banner(inputs)
	if (locale === "es") return es_support_break_glass_banner(inputs)
	if (locale === "en-XA") return en_xa2_support_break_glass_banner(inputs)
	return en_support_break_glass_banner(inputs)
});