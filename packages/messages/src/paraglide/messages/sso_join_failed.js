/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Join_FailedInputs */

const en_sso_join_failed = /** @type {(inputs: Sso_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not join your organisation`)
};

const de_sso_join_failed = /** @type {(inputs: Sso_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beitritt zu Ihrer Organisation nicht möglich`)
};

const fr_sso_join_failed = /** @type {(inputs: Sso_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de rejoindre votre organisation`)
};

const nl_sso_join_failed = /** @type {(inputs: Sso_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lid worden van uw organisatie is niet gelukt`)
};

const es_sso_join_failed = /** @type {(inputs: Sso_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo unir a su organización`)
};

const en_xa2_sso_join_failed = /** @type {(inputs: Sso_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöüļð ñöţ ĵöíñ ýöüŕ öŕĝáñíšáţíöñ one two ]`)
};

/**
* | output |
* | --- |
* | "Could not join your organisation" |
*
* @param {Sso_Join_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_join_failed = /** @type {((inputs?: Sso_Join_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Join_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_join_failed(inputs)
	if (locale === "fr") return fr_sso_join_failed(inputs)
	if (locale === "nl") return nl_sso_join_failed(inputs)
	if (locale === "es") return es_sso_join_failed(inputs)
	if (locale === "en-XA") return en_xa2_sso_join_failed(inputs)
	return en_sso_join_failed(inputs)
});