/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_DismissInputs */

const en_common_dismiss = /** @type {(inputs: Common_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

const de_common_dismiss = /** @type {(inputs: Common_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schließen`)
};

const fr_common_dismiss = /** @type {(inputs: Common_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignorer`)
};

const nl_common_dismiss = /** @type {(inputs: Common_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sluiten`)
};

const es_common_dismiss = /** @type {(inputs: Common_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

const en_xa2_common_dismiss = /** @type {(inputs: Common_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšɱíšš ]`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Common_DismissInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_dismiss = /** @type {((inputs?: Common_DismissInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_DismissInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_dismiss(inputs)
	if (locale === "fr") return fr_common_dismiss(inputs)
	if (locale === "nl") return nl_common_dismiss(inputs)
	if (locale === "es") return es_common_dismiss(inputs)
	if (locale === "en-XA") return en_xa2_common_dismiss(inputs)
	return en_common_dismiss(inputs)
});