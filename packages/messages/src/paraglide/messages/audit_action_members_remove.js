/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Members_RemoveInputs */

const en_audit_action_members_remove = /** @type {(inputs: Audit_Action_Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member removed`)
};

const de_audit_action_members_remove = /** @type {(inputs: Audit_Action_Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied entfernt`)
};

const fr_audit_action_members_remove = /** @type {(inputs: Audit_Action_Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre retiré`)
};

const nl_audit_action_members_remove = /** @type {(inputs: Audit_Action_Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lid verwijderd`)
};

const es_audit_action_members_remove = /** @type {(inputs: Audit_Action_Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro eliminado`)
};

const en_xa2_audit_action_members_remove = /** @type {(inputs: Audit_Action_Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ ŕéɱöṽéð on]`)
};

/**
* | output |
* | --- |
* | "Member removed" |
*
* @param {Audit_Action_Members_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_members_remove = /** @type {((inputs?: Audit_Action_Members_RemoveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Members_RemoveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_members_remove(inputs)
	if (locale === "fr") return fr_audit_action_members_remove(inputs)
	if (locale === "nl") return nl_audit_action_members_remove(inputs)
	if (locale === "es") return es_audit_action_members_remove(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_members_remove(inputs)
	return en_audit_action_members_remove(inputs)
});