/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Roadmap_Revoke_CalendarInputs */

const en_audit_action_roadmap_revoke_calendar = /** @type {(inputs: Audit_Action_Roadmap_Revoke_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar address revoked`)
};

const de_audit_action_roadmap_revoke_calendar = /** @type {(inputs: Audit_Action_Roadmap_Revoke_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalenderadresse widerrufen`)
};

const fr_audit_action_roadmap_revoke_calendar = /** @type {(inputs: Audit_Action_Roadmap_Revoke_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse de calendrier révoquée`)
};

const nl_audit_action_roadmap_revoke_calendar = /** @type {(inputs: Audit_Action_Roadmap_Revoke_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agenda-adres ingetrokken`)
};

const es_audit_action_roadmap_revoke_calendar = /** @type {(inputs: Audit_Action_Roadmap_Revoke_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de calendario revocada`)
};

const en_xa2_audit_action_roadmap_revoke_calendar = /** @type {(inputs: Audit_Action_Roadmap_Revoke_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáļéñðáŕ áððŕéšš ŕéṽöķéð one t]`)
};

/**
* | output |
* | --- |
* | "Calendar address revoked" |
*
* @param {Audit_Action_Roadmap_Revoke_CalendarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_roadmap_revoke_calendar = /** @type {((inputs?: Audit_Action_Roadmap_Revoke_CalendarInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Roadmap_Revoke_CalendarInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_roadmap_revoke_calendar(inputs)
	if (locale === "fr") return fr_audit_action_roadmap_revoke_calendar(inputs)
	if (locale === "nl") return nl_audit_action_roadmap_revoke_calendar(inputs)
	if (locale === "es") return es_audit_action_roadmap_revoke_calendar(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_roadmap_revoke_calendar(inputs)
	return en_audit_action_roadmap_revoke_calendar(inputs)
});