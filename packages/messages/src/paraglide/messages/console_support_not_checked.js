/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Not_CheckedInputs */

const en_console_support_not_checked = /** @type {(inputs: Console_Support_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your support access could not be checked`)
};

const de_console_support_not_checked = /** @type {(inputs: Console_Support_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Support-Zugang konnte nicht geprüft werden`)
};

const fr_console_support_not_checked = /** @type {(inputs: Console_Support_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accès support n’a pas pu être vérifié`)
};

const nl_console_support_not_checked = /** @type {(inputs: Console_Support_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw supporttoegang kon niet worden gecontroleerd`)
};

const es_console_support_not_checked = /** @type {(inputs: Console_Support_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo comprobar tu acceso de soporte`)
};

const en_xa2_console_support_not_checked = /** @type {(inputs: Console_Support_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ šüþþöŕţ áççéšš çöüļð ñöţ ƀé çĥéçķéð one two thr]`)
};

/**
* | output |
* | --- |
* | "Your support access could not be checked" |
*
* @param {Console_Support_Not_CheckedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_not_checked = /** @type {((inputs?: Console_Support_Not_CheckedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Not_CheckedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_not_checked(inputs)
	if (locale === "fr") return fr_console_support_not_checked(inputs)
	if (locale === "nl") return nl_console_support_not_checked(inputs)
	if (locale === "es") return es_console_support_not_checked(inputs)
	if (locale === "en-XA") return en_xa2_console_support_not_checked(inputs)
	return en_console_support_not_checked(inputs)
});