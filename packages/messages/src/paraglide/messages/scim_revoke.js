/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_RevokeInputs */

const en_scim_revoke = /** @type {(inputs: Scim_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke token`)
};

const de_scim_revoke = /** @type {(inputs: Scim_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token widerrufen`)
};

const fr_scim_revoke = /** @type {(inputs: Scim_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoquer le jeton`)
};

const nl_scim_revoke = /** @type {(inputs: Scim_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token intrekken`)
};

const es_scim_revoke = /** @type {(inputs: Scim_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocar token`)
};

const en_xa2_scim_revoke = /** @type {(inputs: Scim_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé ţöķéñ o]`)
};

/**
* | output |
* | --- |
* | "Revoke token" |
*
* @param {Scim_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_revoke = /** @type {((inputs?: Scim_RevokeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_RevokeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_revoke(inputs)
	if (locale === "fr") return fr_scim_revoke(inputs)
	if (locale === "nl") return nl_scim_revoke(inputs)
	if (locale === "es") return es_scim_revoke(inputs)
	if (locale === "en-XA") return en_xa2_scim_revoke(inputs)
	return en_scim_revoke(inputs)
});