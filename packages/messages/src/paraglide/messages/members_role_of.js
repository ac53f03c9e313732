/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Members_Role_OfInputs */

const en_members_role_of = /** @type {(inputs: Members_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role of ${i?.name}`)
};

const de_members_role_of = /** @type {(inputs: Members_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rolle von ${i?.name}`)
};

const fr_members_role_of = /** @type {(inputs: Members_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rôle de ${i?.name}`)
};

const nl_members_role_of = /** @type {(inputs: Members_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rol van ${i?.name}`)
};

const es_members_role_of = /** @type {(inputs: Members_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rol de ${i?.name}`)
};

const en_xa2_members_role_of = /** @type {(inputs: Members_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕöļé öƒ ${i?.name} on]`)
};

/**
* | output |
* | --- |
* | "Role of {name}" |
*
* @param {Members_Role_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_role_of = /** @type {((inputs: Members_Role_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Role_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_role_of(inputs)
	if (locale === "fr") return fr_members_role_of(inputs)
	if (locale === "nl") return nl_members_role_of(inputs)
	if (locale === "es") return es_members_role_of(inputs)
	if (locale === "en-XA") return en_xa2_members_role_of(inputs)
	return en_members_role_of(inputs)
});