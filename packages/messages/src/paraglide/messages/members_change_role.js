/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Change_RoleInputs */

const en_members_change_role = /** @type {(inputs: Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change role`)
};

const de_members_change_role = /** @type {(inputs: Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle ändern`)
};

const fr_members_change_role = /** @type {(inputs: Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le rôle`)
};

const nl_members_change_role = /** @type {(inputs: Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol wijzigen`)
};

const es_members_change_role = /** @type {(inputs: Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar el rol`)
};

const en_xa2_members_change_role = /** @type {(inputs: Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ŕöļé o]`)
};

/**
* | output |
* | --- |
* | "Change role" |
*
* @param {Members_Change_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_change_role = /** @type {((inputs?: Members_Change_RoleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Change_RoleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_change_role(inputs)
	if (locale === "fr") return fr_members_change_role(inputs)
	if (locale === "nl") return nl_members_change_role(inputs)
	if (locale === "es") return es_members_change_role(inputs)
	if (locale === "en-XA") return en_xa2_members_change_role(inputs)
	return en_members_change_role(inputs)
});