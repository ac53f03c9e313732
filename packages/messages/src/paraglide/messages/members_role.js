/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_RoleInputs */

const en_members_role = /** @type {(inputs: Members_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

const de_members_role = /** @type {(inputs: Members_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle`)
};

const fr_members_role = /** @type {(inputs: Members_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle`)
};

const nl_members_role = /** @type {(inputs: Members_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol`)
};

const es_members_role = /** @type {(inputs: Members_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol`)
};

const en_xa2_members_role = /** @type {(inputs: Members_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöļé ]`)
};

/**
* | output |
* | --- |
* | "Role" |
*
* @param {Members_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_role = /** @type {((inputs?: Members_RoleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_RoleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_role(inputs)
	if (locale === "fr") return fr_members_role(inputs)
	if (locale === "nl") return nl_members_role(inputs)
	if (locale === "es") return es_members_role(inputs)
	if (locale === "en-XA") return en_xa2_members_role(inputs)
	return en_members_role(inputs)
});