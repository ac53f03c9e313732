/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Client_IdInputs */

const en_sso_client_id = /** @type {(inputs: Sso_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client ID`)
};

const de_sso_client_id = /** @type {(inputs: Sso_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client-ID`)
};

const fr_sso_client_id = /** @type {(inputs: Sso_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID client`)
};

const nl_sso_client_id = /** @type {(inputs: Sso_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client-ID`)
};

const es_sso_client_id = /** @type {(inputs: Sso_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de cliente`)
};

const en_xa2_sso_client_id = /** @type {(inputs: Sso_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļíéñţ ÎÐ ]`)
};

/**
* | output |
* | --- |
* | "Client ID" |
*
* @param {Sso_Client_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_client_id = /** @type {((inputs?: Sso_Client_IdInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Client_IdInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_client_id(inputs)
	if (locale === "fr") return fr_sso_client_id(inputs)
	if (locale === "nl") return nl_sso_client_id(inputs)
	if (locale === "es") return es_sso_client_id(inputs)
	if (locale === "en-XA") return en_xa2_sso_client_id(inputs)
	return en_sso_client_id(inputs)
});