/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_End_TitleInputs */

const en_console_support_end_title = /** @type {(inputs: Console_Support_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End your support access?`)
};

const de_console_support_end_title = /** @type {(inputs: Console_Support_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihren Support-Zugang beenden?`)
};

const fr_console_support_end_title = /** @type {(inputs: Console_Support_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre fin à votre accès support ?`)
};

const nl_console_support_end_title = /** @type {(inputs: Console_Support_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw supporttoegang beëindigen?`)
};

const es_console_support_end_title = /** @type {(inputs: Console_Support_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Terminar tu acceso de soporte?`)
};

const en_xa2_console_support_end_title = /** @type {(inputs: Console_Support_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñð ýöüŕ šüþþöŕţ áççéšš? one t]`)
};

/**
* | output |
* | --- |
* | "End your support access?" |
*
* @param {Console_Support_End_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_end_title = /** @type {((inputs?: Console_Support_End_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_End_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_end_title(inputs)
	if (locale === "fr") return fr_console_support_end_title(inputs)
	if (locale === "nl") return nl_console_support_end_title(inputs)
	if (locale === "es") return es_console_support_end_title(inputs)
	if (locale === "en-XA") return en_xa2_console_support_end_title(inputs)
	return en_console_support_end_title(inputs)
});