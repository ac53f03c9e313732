/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_EndedInputs */

const en_console_support_ended = /** @type {(inputs: Console_Support_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access has ended`)
};

const de_console_support_ended = /** @type {(inputs: Console_Support_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Support-Zugang ist beendet`)
};

const fr_console_support_ended = /** @type {(inputs: Console_Support_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’accès support a pris fin`)
};

const nl_console_support_ended = /** @type {(inputs: Console_Support_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De supporttoegang is beëindigd`)
};

const es_console_support_ended = /** @type {(inputs: Console_Support_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El acceso de soporte ha terminado`)
};

const en_xa2_console_support_ended = /** @type {(inputs: Console_Support_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš ĥáš éñðéð one t]`)
};

/**
* | output |
* | --- |
* | "Support access has ended" |
*
* @param {Console_Support_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_ended = /** @type {((inputs?: Console_Support_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_EndedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_ended(inputs)
	if (locale === "fr") return fr_console_support_ended(inputs)
	if (locale === "nl") return nl_console_support_ended(inputs)
	if (locale === "es") return es_console_support_ended(inputs)
	if (locale === "en-XA") return en_xa2_console_support_ended(inputs)
	return en_console_support_ended(inputs)
});