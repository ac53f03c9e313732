/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Sso_Verify_OfInputs */

const en_sso_verify_of = /** @type {(inputs: Sso_Verify_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verify ${i?.domain}`)
};

const de_sso_verify_of = /** @type {(inputs: Sso_Verify_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} bestätigen`)
};

const fr_sso_verify_of = /** @type {(inputs: Sso_Verify_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérifier ${i?.domain}`)
};

const nl_sso_verify_of = /** @type {(inputs: Sso_Verify_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} verifiëren`)
};

const es_sso_verify_of = /** @type {(inputs: Sso_Verify_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificar ${i?.domain}`)
};

const en_xa2_sso_verify_of = /** @type {(inputs: Sso_Verify_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒý ${i?.domain} on]`)
};

/**
* | output |
* | --- |
* | "Verify {domain}" |
*
* @param {Sso_Verify_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_verify_of = /** @type {((inputs: Sso_Verify_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Verify_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_verify_of(inputs)
	if (locale === "fr") return fr_sso_verify_of(inputs)
	if (locale === "nl") return nl_sso_verify_of(inputs)
	if (locale === "es") return es_sso_verify_of(inputs)
	if (locale === "en-XA") return en_xa2_sso_verify_of(inputs)
	return en_sso_verify_of(inputs)
});