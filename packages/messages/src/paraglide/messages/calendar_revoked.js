/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_RevokedInputs */

const en_calendar_revoked = /** @type {(inputs: Calendar_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your calendar address was revoked: calendars using it stop updating.`)
};

const de_calendar_revoked = /** @type {(inputs: Calendar_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Kalenderadresse wurde widerrufen: Kalender, die sie nutzen, werden nicht mehr aktualisiert.`)
};

const fr_calendar_revoked = /** @type {(inputs: Calendar_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse de calendrier a été révoquée : les calendriers qui l’utilisent ne se mettent plus à jour.`)
};

const nl_calendar_revoked = /** @type {(inputs: Calendar_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw agenda-adres is ingetrokken: agenda’s die het gebruiken worden niet meer bijgewerkt.`)
};

const es_calendar_revoked = /** @type {(inputs: Calendar_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se revocó su dirección de calendario: los calendarios que la usan dejan de actualizarse.`)
};

const en_xa2_calendar_revoked = /** @type {(inputs: Calendar_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ çáļéñðáŕ áððŕéšš ŵáš ŕéṽöķéð: çáļéñðáŕš üšíñĝ íţ šţöþ üþðáţíñĝ. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "Your calendar address was revoked: calendars using it stop updating." |
*
* @param {Calendar_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const calendar_revoked = /** @type {((inputs?: Calendar_RevokedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_RevokedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_revoked(inputs)
	if (locale === "fr") return fr_calendar_revoked(inputs)
	if (locale === "nl") return nl_calendar_revoked(inputs)
	if (locale === "es") return es_calendar_revoked(inputs)
	if (locale === "en-XA") return en_xa2_calendar_revoked(inputs)
	return en_calendar_revoked(inputs)
});