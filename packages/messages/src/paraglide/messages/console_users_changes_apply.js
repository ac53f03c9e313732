/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Changes_ApplyInputs */

const en_console_users_changes_apply = /** @type {(inputs: Console_Users_Changes_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every change applies on their next call and is recorded in the global audit log.`)
};

const de_console_users_changes_apply = /** @type {(inputs: Console_Users_Changes_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Änderung gilt ab ihrem nächsten Aufruf und wird im globalen Audit-Log festgehalten.`)
};

const fr_console_users_changes_apply = /** @type {(inputs: Console_Users_Changes_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque modification s’applique à son prochain appel et est consignée dans le journal d’audit global.`)
};

const nl_console_users_changes_apply = /** @type {(inputs: Console_Users_Changes_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke wijziging geldt vanaf de volgende aanroep en wordt vastgelegd in het globale auditlogboek.`)
};

const es_console_users_changes_apply = /** @type {(inputs: Console_Users_Changes_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada cambio se aplica en su próxima llamada y queda registrado en el registro de auditoría global.`)
};

const en_xa2_console_users_changes_apply = /** @type {(inputs: Console_Users_Changes_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý çĥáñĝé áþþļíéš öñ ţĥéíŕ ñéẋţ çáļļ áñð íš ŕéçöŕðéð íñ ţĥé ĝļöƀáļ áüðíţ ļöĝ. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "Every change applies on their next call and is recorded in the global audit log." |
*
* @param {Console_Users_Changes_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_changes_apply = /** @type {((inputs?: Console_Users_Changes_ApplyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Changes_ApplyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_changes_apply(inputs)
	if (locale === "fr") return fr_console_users_changes_apply(inputs)
	if (locale === "nl") return nl_console_users_changes_apply(inputs)
	if (locale === "es") return es_console_users_changes_apply(inputs)
	if (locale === "en-XA") return en_xa2_console_users_changes_apply(inputs)
	return en_console_users_changes_apply(inputs)
});