/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Client_SecretInputs */

const en_sso_client_secret = /** @type {(inputs: Sso_Client_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client secret`)
};

const de_sso_client_secret = /** @type {(inputs: Sso_Client_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client-Geheimnis`)
};

const fr_sso_client_secret = /** @type {(inputs: Sso_Client_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret client`)
};

const nl_sso_client_secret = /** @type {(inputs: Sso_Client_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clientgeheim`)
};

const es_sso_client_secret = /** @type {(inputs: Sso_Client_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secreto de cliente`)
};

const en_xa2_sso_client_secret = /** @type {(inputs: Sso_Client_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļíéñţ šéçŕéţ on]`)
};

/**
* | output |
* | --- |
* | "Client secret" |
*
* @param {Sso_Client_SecretInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_client_secret = /** @type {((inputs?: Sso_Client_SecretInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Client_SecretInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_client_secret(inputs)
	if (locale === "fr") return fr_sso_client_secret(inputs)
	if (locale === "nl") return nl_sso_client_secret(inputs)
	if (locale === "es") return es_sso_client_secret(inputs)
	if (locale === "en-XA") return en_xa2_sso_client_secret(inputs)
	return en_sso_client_secret(inputs)
});