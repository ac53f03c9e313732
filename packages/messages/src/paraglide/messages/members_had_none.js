/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Members_Had_NoneInputs */

const en_members_had_none = /** @type {(inputs: Members_Had_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} had no two-step sign-in`)
};

const de_members_had_none = /** @type {(inputs: Members_Had_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hatte keine Zwei-Schritt-Anmeldung`)
};

const fr_members_had_none = /** @type {(inputs: Members_Had_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’avait pas de connexion en deux étapes`)
};

const nl_members_had_none = /** @type {(inputs: Members_Had_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} had geen tweestapsaanmelding`)
};

const es_members_had_none = /** @type {(inputs: Members_Had_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no tenía inicio de sesión en dos pasos`)
};

const en_xa2_members_had_none = /** @type {(inputs: Members_Had_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ĥáð ñö ţŵö-šţéþ šíĝñ-íñ one two ]`)
};

/**
* | output |
* | --- |
* | "{name} had no two-step sign-in" |
*
* @param {Members_Had_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_had_none = /** @type {((inputs: Members_Had_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Had_NoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_had_none(inputs)
	if (locale === "fr") return fr_members_had_none(inputs)
	if (locale === "nl") return nl_members_had_none(inputs)
	if (locale === "es") return es_members_had_none(inputs)
	if (locale === "en-XA") return en_xa2_members_had_none(inputs)
	return en_members_had_none(inputs)
});