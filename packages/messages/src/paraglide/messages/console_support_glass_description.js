/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Glass_DescriptionInputs */

const en_console_support_glass_description = /** @type {(inputs: Console_Support_Glass_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For an incident only: read-only access opens at once, every owner is emailed now and the access stands out in their audit log.`)
};

const de_console_support_glass_description = /** @type {(inputs: Console_Support_Glass_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für einen Vorfall: Der lesende Zugang öffnet sich sofort, jeder Inhaber wird jetzt angeschrieben und der Zugang sticht in seinem Audit-Log hervor.`)
};

const fr_console_support_glass_description = /** @type {(inputs: Console_Support_Glass_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uniquement en cas d’incident : l’accès en lecture seule s’ouvre immédiatement, chaque propriétaire reçoit un courriel et l’accès ressort dans son journal d’audit.`)
};

const nl_console_support_glass_description = /** @type {(inputs: Console_Support_Glass_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen voor een incident: alleen-lezen toegang gaat meteen open, elke eigenaar wordt nu gemaild en de toegang valt op in hun auditlogboek.`)
};

const es_console_support_glass_description = /** @type {(inputs: Console_Support_Glass_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo para un incidente: el acceso de solo lectura se abre de inmediato, se escribe ahora a cada propietario y el acceso destaca en su registro de auditoría.`)
};

const en_xa2_console_support_glass_description = /** @type {(inputs: Console_Support_Glass_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒöŕ áñ íñçíðéñţ öñļý: ŕéáð-öñļý áççéšš öþéñš áţ öñçé, éṽéŕý öŵñéŕ íš éɱáíļéð ñöŵ áñð ţĥé áççéšš šţáñðš öüţ íñ ţĥéíŕ áüðíţ ļöĝ. one two three four five six seven eight n]`)
};

/**
* | output |
* | --- |
* | "For an incident only: read-only access opens at once, every owner is emailed now and the access stands out in their audit log." |
*
* @param {Console_Support_Glass_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_glass_description = /** @type {((inputs?: Console_Support_Glass_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Glass_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_glass_description(inputs)
	if (locale === "fr") return fr_console_support_glass_description(inputs)
	if (locale === "nl") return nl_console_support_glass_description(inputs)
	if (locale === "es") return es_console_support_glass_description(inputs)
	if (locale === "en-XA") return en_xa2_console_support_glass_description(inputs)
	return en_console_support_glass_description(inputs)
});