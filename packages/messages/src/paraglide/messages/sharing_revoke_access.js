/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Revoke_AccessInputs */

const en_sharing_revoke_access = /** @type {(inputs: Sharing_Revoke_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke access`)
};

const de_sharing_revoke_access = /** @type {(inputs: Sharing_Revoke_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugriff widerrufen`)
};

const fr_sharing_revoke_access = /** @type {(inputs: Sharing_Revoke_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoquer l’accès`)
};

const nl_sharing_revoke_access = /** @type {(inputs: Sharing_Revoke_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang intrekken`)
};

const es_sharing_revoke_access = /** @type {(inputs: Sharing_Revoke_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocar acceso`)
};

const en_xa2_sharing_revoke_access = /** @type {(inputs: Sharing_Revoke_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé áççéšš on]`)
};

/**
* | output |
* | --- |
* | "Revoke access" |
*
* @param {Sharing_Revoke_AccessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_revoke_access = /** @type {((inputs?: Sharing_Revoke_AccessInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Revoke_AccessInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_revoke_access(inputs)
	if (locale === "fr") return fr_sharing_revoke_access(inputs)
	if (locale === "nl") return nl_sharing_revoke_access(inputs)
	if (locale === "es") return es_sharing_revoke_access(inputs)
	if (locale === "en-XA") return en_xa2_sharing_revoke_access(inputs)
	return en_sharing_revoke_access(inputs)
});