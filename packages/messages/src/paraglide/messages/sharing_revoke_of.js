/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Sharing_Revoke_OfInputs */

const en_sharing_revoke_of = /** @type {(inputs: Sharing_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke access of ${i?.email}`)
};

const de_sharing_revoke_of = /** @type {(inputs: Sharing_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zugriff von ${i?.email} widerrufen`)
};

const fr_sharing_revoke_of = /** @type {(inputs: Sharing_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Révoquer l’accès de ${i?.email}`)
};

const nl_sharing_revoke_of = /** @type {(inputs: Sharing_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toegang van ${i?.email} intrekken`)
};

const es_sharing_revoke_of = /** @type {(inputs: Sharing_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revocar el acceso de ${i?.email}`)
};

const en_xa2_sharing_revoke_of = /** @type {(inputs: Sharing_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé áççéšš öƒ ${i?.email} one t]`)
};

/**
* | output |
* | --- |
* | "Revoke access of {email}" |
*
* @param {Sharing_Revoke_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_revoke_of = /** @type {((inputs: Sharing_Revoke_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Revoke_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_revoke_of(inputs)
	if (locale === "fr") return fr_sharing_revoke_of(inputs)
	if (locale === "nl") return nl_sharing_revoke_of(inputs)
	if (locale === "es") return es_sharing_revoke_of(inputs)
	if (locale === "en-XA") return en_xa2_sharing_revoke_of(inputs)
	return en_sharing_revoke_of(inputs)
});