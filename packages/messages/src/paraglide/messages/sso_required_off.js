/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Sso_Required_OffInputs */

const en_sso_required_off = /** @type {(inputs: Sso_Required_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Single sign-on is no longer required for ${i?.domain}`)
};

const de_sso_required_off = /** @type {(inputs: Sso_Required_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Single Sign-on ist für ${i?.domain} nicht mehr verlangt`)
};

const fr_sso_required_off = /** @type {(inputs: Sso_Required_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’authentification unique n’est plus exigée pour ${i?.domain}`)
};

const nl_sso_required_off = /** @type {(inputs: Sso_Required_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Single sign-on is niet langer vereist voor ${i?.domain}`)
};

const es_sso_required_off = /** @type {(inputs: Sso_Required_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya no se exige el inicio de sesión único para ${i?.domain}`)
};

const en_xa2_sso_required_off = /** @type {(inputs: Sso_Required_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíñĝļé šíĝñ-öñ íš ñö ļöñĝéŕ ŕéǫüíŕéð ƒöŕ ${i?.domain} one two three ]`)
};

/**
* | output |
* | --- |
* | "Single sign-on is no longer required for {domain}" |
*
* @param {Sso_Required_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_required_off = /** @type {((inputs: Sso_Required_OffInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Required_OffInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_required_off(inputs)
	if (locale === "fr") return fr_sso_required_off(inputs)
	if (locale === "nl") return nl_sso_required_off(inputs)
	if (locale === "es") return es_sso_required_off(inputs)
	if (locale === "en-XA") return en_xa2_sso_required_off(inputs)
	return en_sso_required_off(inputs)
});