/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Client_DefaultInputs */

const en_language_client_default = /** @type {(inputs: Language_Client_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation's default`)
};

const de_language_client_default = /** @type {(inputs: Language_Client_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standard der Organisation`)
};

const fr_language_client_default = /** @type {(inputs: Language_Client_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue par défaut de l'organisation`)
};

const nl_language_client_default = /** @type {(inputs: Language_Client_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standaard van de organisatie`)
};

const es_language_client_default = /** @type {(inputs: Language_Client_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Predeterminado de la organización`)
};

const en_xa2_language_client_default = /** @type {(inputs: Language_Client_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŕĝáñíšáţíöñ'š ðéƒáüļţ one t]`)
};

/**
* | output |
* | --- |
* | "Organisation's default" |
*
* @param {Language_Client_DefaultInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const language_client_default = /** @type {((inputs?: Language_Client_DefaultInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Client_DefaultInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_language_client_default(inputs)
	if (locale === "fr") return fr_language_client_default(inputs)
	if (locale === "nl") return nl_language_client_default(inputs)
	if (locale === "es") return es_language_client_default(inputs)
	if (locale === "en-XA") return en_xa2_language_client_default(inputs)
	return en_language_client_default(inputs)
});