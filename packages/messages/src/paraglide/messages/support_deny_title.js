/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Deny_TitleInputs */

const en_support_deny_title = /** @type {(inputs: Support_Deny_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deny support access?`)
};

const de_support_deny_title = /** @type {(inputs: Support_Deny_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff ablehnen?`)
};

const fr_support_deny_title = /** @type {(inputs: Support_Deny_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser l’accès du support ?`)
};

const nl_support_deny_title = /** @type {(inputs: Support_Deny_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support weigeren?`)
};

const es_support_deny_title = /** @type {(inputs: Support_Deny_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Denegar el acceso de soporte?`)
};

const en_xa2_support_deny_title = /** @type {(inputs: Support_Deny_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéñý šüþþöŕţ áççéšš? one ]`)
};

/**
* | output |
* | --- |
* | "Deny support access?" |
*
* @param {Support_Deny_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_deny_title = /** @type {((inputs?: Support_Deny_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Deny_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_deny_title(inputs)
	if (locale === "fr") return fr_support_deny_title(inputs)
	if (locale === "nl") return nl_support_deny_title(inputs)
	if (locale === "es") return es_support_deny_title(inputs)
	if (locale === "en-XA") return en_xa2_support_deny_title(inputs)
	return en_support_deny_title(inputs)
});