/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Glass_OpenInputs */

const en_console_support_glass_open = /** @type {(inputs: Console_Support_Glass_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Break-glass access is open; the owners were told`)
};

const de_console_support_glass_open = /** @type {(inputs: Console_Support_Glass_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Notfallzugriff ist offen; die Inhaber wurden informiert`)
};

const fr_console_support_glass_open = /** @type {(inputs: Console_Support_Glass_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’accès d’urgence est ouvert ; les propriétaires ont été prévenus`)
};

const nl_console_support_glass_open = /** @type {(inputs: Console_Support_Glass_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De noodtoegang is open; de eigenaren zijn ingelicht`)
};

const es_console_support_glass_open = /** @type {(inputs: Console_Support_Glass_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El acceso de emergencia está abierto; se avisó a los propietarios`)
};

const en_xa2_console_support_glass_open = /** @type {(inputs: Console_Support_Glass_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓŕéáķ-ĝļášš áççéšš íš öþéñ; ţĥé öŵñéŕš ŵéŕé ţöļð one two three ]`)
};

/**
* | output |
* | --- |
* | "Break-glass access is open; the owners were told" |
*
* @param {Console_Support_Glass_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_glass_open = /** @type {((inputs?: Console_Support_Glass_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Glass_OpenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_glass_open(inputs)
	if (locale === "fr") return fr_console_support_glass_open(inputs)
	if (locale === "nl") return nl_console_support_glass_open(inputs)
	if (locale === "es") return es_console_support_glass_open(inputs)
	if (locale === "en-XA") return en_xa2_console_support_glass_open(inputs)
	return en_console_support_glass_open(inputs)
});