/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Role_Not_ChangedInputs */

const en_members_role_not_changed = /** @type {(inputs: Members_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The role was not changed`)
};

const de_members_role_not_changed = /** @type {(inputs: Members_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Rolle wurde nicht geändert`)
};

const fr_members_role_not_changed = /** @type {(inputs: Members_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le rôle n’a pas été modifié`)
};

const nl_members_role_not_changed = /** @type {(inputs: Members_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De rol is niet gewijzigd`)
};

const es_members_role_not_changed = /** @type {(inputs: Members_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El rol no se cambió`)
};

const en_xa2_members_role_not_changed = /** @type {(inputs: Members_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕöļé ŵáš ñöţ çĥáñĝéð one t]`)
};

/**
* | output |
* | --- |
* | "The role was not changed" |
*
* @param {Members_Role_Not_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_role_not_changed = /** @type {((inputs?: Members_Role_Not_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Role_Not_ChangedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_role_not_changed(inputs)
	if (locale === "fr") return fr_members_role_not_changed(inputs)
	if (locale === "nl") return nl_members_role_not_changed(inputs)
	if (locale === "es") return es_members_role_not_changed(inputs)
	if (locale === "en-XA") return en_xa2_members_role_not_changed(inputs)
	return en_members_role_not_changed(inputs)
});