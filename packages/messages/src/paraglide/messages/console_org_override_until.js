/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, reason: NonNullable<unknown>, plan: NonNullable<unknown> }} Console_Org_Override_UntilInputs */

const en_console_org_override_until = /** @type {(inputs: Console_Org_Override_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; set by Assay until ${i?.date} (${i?.reason}), then the ${i?.plan} plan again`)
};

const de_console_org_override_until = /** @type {(inputs: Console_Org_Override_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; von Assay gesetzt bis ${i?.date} (${i?.reason}), danach wieder Tarif ${i?.plan}`)
};

const fr_console_org_override_until = /** @type {(inputs: Console_Org_Override_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; défini par Assay jusqu’au ${i?.date} (${i?.reason}), puis de nouveau l’offre ${i?.plan}`)
};

const nl_console_org_override_until = /** @type {(inputs: Console_Org_Override_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; ingesteld door Assay tot ${i?.date} (${i?.reason}), daarna weer plan ${i?.plan}`)
};

const es_console_org_override_until = /** @type {(inputs: Console_Org_Override_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; establecido por Assay hasta el ${i?.date} (${i?.reason}), después de nuevo el plan ${i?.plan}`)
};

const en_xa2_console_org_override_until = /** @type {(inputs: Console_Org_Override_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[; šéţ ƀý Åššáý üñţíļ ${i?.date} (${i?.reason}), ţĥéñ ţĥé ${i?.plan} þļáñ áĝáíñ one two three four f]`)
};

/**
* | output |
* | --- |
* | "; set by Assay until {date} ({reason}), then the {plan} plan again" |
*
* @param {Console_Org_Override_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_override_until = /** @type {((inputs: Console_Org_Override_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Override_UntilInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_override_until(inputs)
	if (locale === "fr") return fr_console_org_override_until(inputs)
	if (locale === "nl") return nl_console_org_override_until(inputs)
	if (locale === "es") return es_console_org_override_until(inputs)
	if (locale === "en-XA") return en_xa2_console_org_override_until(inputs)
	return en_console_org_override_until(inputs)
});