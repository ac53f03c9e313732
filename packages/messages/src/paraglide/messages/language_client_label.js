/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Client_LabelInputs */

const en_language_client_label = /** @type {(inputs: Language_Client_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client language`)
};

const de_language_client_label = /** @type {(inputs: Language_Client_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache des Kunden`)
};

const fr_language_client_label = /** @type {(inputs: Language_Client_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue du client`)
};

const nl_language_client_label = /** @type {(inputs: Language_Client_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taal van de klant`)
};

const es_language_client_label = /** @type {(inputs: Language_Client_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma del cliente`)
};

const en_xa2_language_client_label = /** @type {(inputs: Language_Client_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļíéñţ ļáñĝüáĝé on]`)
};

/**
* | output |
* | --- |
* | "Client language" |
*
* @param {Language_Client_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const language_client_label = /** @type {((inputs?: Language_Client_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Client_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_language_client_label(inputs)
	if (locale === "fr") return fr_language_client_label(inputs)
	if (locale === "nl") return nl_language_client_label(inputs)
	if (locale === "es") return es_language_client_label(inputs)
	if (locale === "en-XA") return en_xa2_language_client_label(inputs)
	return en_language_client_label(inputs)
});