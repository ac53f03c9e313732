/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Console_Org_Members_CountInputs */

const en_console_org_members_count = /** @type {(inputs: Console_Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} member, oldest first.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} members, oldest first.`);
	return /** @type {LocalizedString} */ ("console_org_members_count");
};

const de_console_org_members_count = /** @type {(inputs: Console_Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Mitglied, die ältesten zuerst.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Mitglieder, die ältesten zuerst.`);
	return /** @type {LocalizedString} */ ("console_org_members_count");
};

const fr_console_org_members_count = /** @type {(inputs: Console_Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} membre, du plus ancien au plus récent.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} membres, du plus ancien au plus récent.`);
	return /** @type {LocalizedString} */ ("console_org_members_count");
};

const nl_console_org_members_count = /** @type {(inputs: Console_Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} lid, oudste eerst.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} leden, oudste eerst.`);
	return /** @type {LocalizedString} */ ("console_org_members_count");
};

const es_console_org_members_count = /** @type {(inputs: Console_Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} miembro, el más antiguo primero.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} miembros, los más antiguos primero.`);
	return /** @type {LocalizedString} */ ("console_org_members_count");
};

const en_xa2_console_org_members_count = /** @type {(inputs: Console_Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ɱéɱƀéŕ, öļðéšţ ƒíŕšţ. one two]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} ɱéɱƀéŕš, öļðéšţ ƒíŕšţ. one two ]`);
	return /** @type {LocalizedString} */ ("console_org_members_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} member, oldest first." |
* | "other" | "{shown} members, oldest first." |
*
* @param {Console_Org_Members_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_members_count = /** @type {((inputs: Console_Org_Members_CountInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Members_CountInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_members_count(inputs)
	if (locale === "fr") return fr_console_org_members_count(inputs)
	if (locale === "nl") return nl_console_org_members_count(inputs)
	if (locale === "es") return es_console_org_members_count(inputs)
	if (locale === "en-XA") return en_xa2_console_org_members_count(inputs)
	return en_console_org_members_count(inputs)
});