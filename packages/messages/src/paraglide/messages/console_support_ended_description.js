/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Ended_DescriptionInputs */

const en_console_support_ended_description = /** @type {(inputs: Console_Support_Ended_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing of this organisation is shown without an active grant.`)
};

const de_console_support_ended_description = /** @type {(inputs: Console_Support_Ended_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohne aktive Freigabe wird nichts von dieser Organisation angezeigt.`)
};

const fr_console_support_ended_description = /** @type {(inputs: Console_Support_Ended_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien de cette organisation n’est affiché sans autorisation active.`)
};

const nl_console_support_ended_description = /** @type {(inputs: Console_Support_Ended_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zonder actieve toestemming wordt niets van deze organisatie getoond.`)
};

const es_console_support_ended_description = /** @type {(inputs: Console_Support_Ended_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se muestra nada de esta organización sin una autorización activa.`)
};

const en_xa2_console_support_ended_description = /** @type {(inputs: Console_Support_Ended_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţĥíñĝ öƒ ţĥíš öŕĝáñíšáţíöñ íš šĥöŵñ ŵíţĥöüţ áñ áçţíṽé ĝŕáñţ. one two three four ]`)
};

/**
* | output |
* | --- |
* | "Nothing of this organisation is shown without an active grant." |
*
* @param {Console_Support_Ended_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_ended_description = /** @type {((inputs?: Console_Support_Ended_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Ended_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_ended_description(inputs)
	if (locale === "fr") return fr_console_support_ended_description(inputs)
	if (locale === "nl") return nl_console_support_ended_description(inputs)
	if (locale === "es") return es_console_support_ended_description(inputs)
	if (locale === "en-XA") return en_xa2_console_support_ended_description(inputs)
	return en_console_support_ended_description(inputs)
});