/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Scim_Revoke_OfInputs */

const en_scim_revoke_of = /** @type {(inputs: Scim_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke SCIM token ${i?.name}`)
};

const de_scim_revoke_of = /** @type {(inputs: Scim_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SCIM-Token ${i?.name} widerrufen`)
};

const fr_scim_revoke_of = /** @type {(inputs: Scim_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Révoquer le jeton SCIM ${i?.name}`)
};

const nl_scim_revoke_of = /** @type {(inputs: Scim_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SCIM-token ${i?.name} intrekken`)
};

const es_scim_revoke_of = /** @type {(inputs: Scim_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revocar el token SCIM ${i?.name}`)
};

const en_xa2_scim_revoke_of = /** @type {(inputs: Scim_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé ŠÇÎṀ ţöķéñ ${i?.name} one t]`)
};

/**
* | output |
* | --- |
* | "Revoke SCIM token {name}" |
*
* @param {Scim_Revoke_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_revoke_of = /** @type {((inputs: Scim_Revoke_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Revoke_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_revoke_of(inputs)
	if (locale === "fr") return fr_scim_revoke_of(inputs)
	if (locale === "nl") return nl_scim_revoke_of(inputs)
	if (locale === "es") return es_scim_revoke_of(inputs)
	if (locale === "en-XA") return en_xa2_scim_revoke_of(inputs)
	return en_scim_revoke_of(inputs)
});