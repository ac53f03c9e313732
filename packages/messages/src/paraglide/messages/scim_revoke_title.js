/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Scim_Revoke_TitleInputs */

const en_scim_revoke_title = /** @type {(inputs: Scim_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke ${i?.name}?`)
};

const de_scim_revoke_title = /** @type {(inputs: Scim_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} widerrufen?`)
};

const fr_scim_revoke_title = /** @type {(inputs: Scim_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Révoquer ${i?.name} ?`)
};

const nl_scim_revoke_title = /** @type {(inputs: Scim_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} intrekken?`)
};

const es_scim_revoke_title = /** @type {(inputs: Scim_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Revocar ${i?.name}?`)
};

const en_xa2_scim_revoke_title = /** @type {(inputs: Scim_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé ${i?.name}? on]`)
};

/**
* | output |
* | --- |
* | "Revoke {name}?" |
*
* @param {Scim_Revoke_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_revoke_title = /** @type {((inputs: Scim_Revoke_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Revoke_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_revoke_title(inputs)
	if (locale === "fr") return fr_scim_revoke_title(inputs)
	if (locale === "nl") return nl_scim_revoke_title(inputs)
	if (locale === "es") return es_scim_revoke_title(inputs)
	if (locale === "en-XA") return en_xa2_scim_revoke_title(inputs)
	return en_scim_revoke_title(inputs)
});