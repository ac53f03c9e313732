/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Sso_Verify_FailedInputs */

const en_sso_verify_failed = /** @type {(inputs: Sso_Verify_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not verify ${i?.domain}`)
};

const de_sso_verify_failed = /** @type {(inputs: Sso_Verify_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} konnte nicht bestätigt werden`)
};

const fr_sso_verify_failed = /** @type {(inputs: Sso_Verify_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de vérifier ${i?.domain}`)
};

const nl_sso_verify_failed = /** @type {(inputs: Sso_Verify_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} kon niet worden geverifieerd`)
};

const es_sso_verify_failed = /** @type {(inputs: Sso_Verify_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo verificar ${i?.domain}`)
};

const en_xa2_sso_verify_failed = /** @type {(inputs: Sso_Verify_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çöüļð ñöţ ṽéŕíƒý ${i?.domain} one tw]`)
};

/**
* | output |
* | --- |
* | "Could not verify {domain}" |
*
* @param {Sso_Verify_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_verify_failed = /** @type {((inputs: Sso_Verify_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Verify_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_verify_failed(inputs)
	if (locale === "fr") return fr_sso_verify_failed(inputs)
	if (locale === "nl") return nl_sso_verify_failed(inputs)
	if (locale === "es") return es_sso_verify_failed(inputs)
	if (locale === "en-XA") return en_xa2_sso_verify_failed(inputs)
	return en_sso_verify_failed(inputs)
});