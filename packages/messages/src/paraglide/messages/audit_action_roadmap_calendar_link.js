/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Roadmap_Calendar_LinkInputs */

const en_audit_action_roadmap_calendar_link = /** @type {(inputs: Audit_Action_Roadmap_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar address created`)
};

const de_audit_action_roadmap_calendar_link = /** @type {(inputs: Audit_Action_Roadmap_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalenderadresse erstellt`)
};

const fr_audit_action_roadmap_calendar_link = /** @type {(inputs: Audit_Action_Roadmap_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse de calendrier créée`)
};

const nl_audit_action_roadmap_calendar_link = /** @type {(inputs: Audit_Action_Roadmap_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agenda-adres aangemaakt`)
};

const es_audit_action_roadmap_calendar_link = /** @type {(inputs: Audit_Action_Roadmap_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de calendario creada`)
};

const en_xa2_audit_action_roadmap_calendar_link = /** @type {(inputs: Audit_Action_Roadmap_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáļéñðáŕ áððŕéšš çŕéáţéð one t]`)
};

/**
* | output |
* | --- |
* | "Calendar address created" |
*
* @param {Audit_Action_Roadmap_Calendar_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_roadmap_calendar_link = /** @type {((inputs?: Audit_Action_Roadmap_Calendar_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Roadmap_Calendar_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_roadmap_calendar_link(inputs)
	if (locale === "fr") return fr_audit_action_roadmap_calendar_link(inputs)
	if (locale === "nl") return nl_audit_action_roadmap_calendar_link(inputs)
	if (locale === "es") return es_audit_action_roadmap_calendar_link(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_roadmap_calendar_link(inputs)
	return en_audit_action_roadmap_calendar_link(inputs)
});