/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Hint_AdminInputs */

const en_role_hint_admin = /** @type {(inputs: Role_Hint_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Also manages members, the profile and the audit log`)
};

const de_role_hint_admin = /** @type {(inputs: Role_Hint_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltet außerdem Mitglieder, das Profil und das Prüfprotokoll`)
};

const fr_role_hint_admin = /** @type {(inputs: Role_Hint_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gère aussi les membres, le profil et le journal d’audit`)
};

const nl_role_hint_admin = /** @type {(inputs: Role_Hint_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beheert ook leden, het profiel en het auditlogboek`)
};

const es_role_hint_admin = /** @type {(inputs: Role_Hint_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`También gestiona miembros, el perfil y el registro de auditoría`)
};

const en_xa2_role_hint_admin = /** @type {(inputs: Role_Hint_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļšö ɱáñáĝéš ɱéɱƀéŕš, ţĥé þŕöƒíļé áñð ţĥé áüðíţ ļöĝ one two three f]`)
};

/**
* | output |
* | --- |
* | "Also manages members, the profile and the audit log" |
*
* @param {Role_Hint_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const role_hint_admin = /** @type {((inputs?: Role_Hint_AdminInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Hint_AdminInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_role_hint_admin(inputs)
	if (locale === "fr") return fr_role_hint_admin(inputs)
	if (locale === "nl") return nl_role_hint_admin(inputs)
	if (locale === "es") return es_role_hint_admin(inputs)
	if (locale === "en-XA") return en_xa2_role_hint_admin(inputs)
	return en_role_hint_admin(inputs)
});