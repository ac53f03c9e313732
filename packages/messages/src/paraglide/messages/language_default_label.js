/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Default_LabelInputs */

const en_language_default_label = /** @type {(inputs: Language_Default_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default language`)
};

const de_language_default_label = /** @type {(inputs: Language_Default_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standardsprache`)
};

const fr_language_default_label = /** @type {(inputs: Language_Default_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue par défaut`)
};

const nl_language_default_label = /** @type {(inputs: Language_Default_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standaardtaal`)
};

const es_language_default_label = /** @type {(inputs: Language_Default_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma predeterminado`)
};

const en_xa2_language_default_label = /** @type {(inputs: Language_Default_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéƒáüļţ ļáñĝüáĝé one]`)
};

/**
* | output |
* | --- |
* | "Default language" |
*
* @param {Language_Default_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const language_default_label = /** @type {((inputs?: Language_Default_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Default_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_language_default_label(inputs)
	if (locale === "fr") return fr_language_default_label(inputs)
	if (locale === "nl") return nl_language_default_label(inputs)
	if (locale === "es") return es_language_default_label(inputs)
	if (locale === "en-XA") return en_xa2_language_default_label(inputs)
	return en_language_default_label(inputs)
});