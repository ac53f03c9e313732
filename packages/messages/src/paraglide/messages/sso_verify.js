/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_VerifyInputs */

const en_sso_verify = /** @type {(inputs: Sso_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

const de_sso_verify = /** @type {(inputs: Sso_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen`)
};

const fr_sso_verify = /** @type {(inputs: Sso_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier`)
};

const nl_sso_verify = /** @type {(inputs: Sso_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifiëren`)
};

const es_sso_verify = /** @type {(inputs: Sso_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

const en_xa2_sso_verify = /** @type {(inputs: Sso_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒý ]`)
};

/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Sso_VerifyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_verify = /** @type {((inputs?: Sso_VerifyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_VerifyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_verify(inputs)
	if (locale === "fr") return fr_sso_verify(inputs)
	if (locale === "nl") return nl_sso_verify(inputs)
	if (locale === "es") return es_sso_verify(inputs)
	if (locale === "en-XA") return en_xa2_sso_verify(inputs)
	return en_sso_verify(inputs)
});